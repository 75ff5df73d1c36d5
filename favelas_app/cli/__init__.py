"""The command line: headless play, benchmarks and fuzzing. No pygame here."""
