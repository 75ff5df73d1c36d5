"""The pygame-ce window: app loop, scene stack, widgets, isometric renderers.

The only package allowed to import pygame and pymunk; it turns input into actions for the
turn controller and draws from read-only states.
"""
