# Helper of 014_import_race.py: a module whose body takes a while, so that
# threads importing it at once find it half made in sys.modules.
import time
import import_counter
import_counter.runs.append("slow_mod")
early = "set before the circular import"
import circ_b          # imports slow_mod back: sees this partly made module
seen_by_circ_b = circ_b.seen
time.sleep(0.1)
done = True
