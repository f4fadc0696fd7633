# bench/workloads/run.py: the one entry point bench/compare runs under every
# interpreter.  run.py TASK THREADS DURATION (timed), run.py --check [TASK...]
# (fixed work, prints checksums: tests/bench compares them with CPython's),
# run.py --list (name, kind, description).  See harness.py.
import sys
import harness
import throughput
import contention
import latency

sys.exit(harness.main(sys.argv[1:]))
