# Helper of 015_import_cycle_threads.py: imports cycle_a after a pause.
import time
import import_counter
import_counter.runs.append("cycle_b")
time.sleep(0.05)
import cycle_a
name = "b"
