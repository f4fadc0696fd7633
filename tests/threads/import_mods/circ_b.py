# Helper of 014_import_race.py: a circular import of slow_mod.
import import_counter
import_counter.runs.append("circ_b")
import slow_mod
seen = (slow_mod.early, hasattr(slow_mod, "done"))
