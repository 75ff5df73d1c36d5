"""Holi: Festival of Colours — throw colour on a three-storey tower."""
