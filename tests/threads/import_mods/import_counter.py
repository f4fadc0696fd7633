# Helper of 014_import_race.py: records each run of a module body.
runs = []
