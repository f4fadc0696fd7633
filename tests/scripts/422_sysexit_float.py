# Level 2: SystemExit(2.5): printed to stderr, exit 1.
raise SystemExit(2.5)
