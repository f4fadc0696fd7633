"""The `concurrent` package: its one member is concurrent.futures."""
