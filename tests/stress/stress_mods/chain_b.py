# Used by 017_import_chain_race.py: one link of a chain of imports
# (chain_a imports chain_b, which imports chain_c, which imports chain_d);
# its body takes a while, and reads the next link's COMPLETE, which an
# import of a chain must never hand out before it is set.
import imp_runs
imp_runs.runs.append("chain_b")
acc = 0
for k in range(2000):
    acc += k % 7
import chain_c
COMPLETE = ("chain_b", acc, chain_c.COMPLETE)
