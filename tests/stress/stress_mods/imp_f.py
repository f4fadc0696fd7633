# Used by 009_import_race.py: a module whose body takes a while (a loop,
# class and function definitions), so that threads importing it at once find
# it half made; COMPLETE is set last.
import imp_runs
imp_runs.runs.append("imp_f")
TABLE = {k: k * 7 for k in range(300)}


class Thing:
    scale = 7

    def __init__(self, v):
        self.v = v

    def value(self):
        return self.v * self.scale


def total():
    return sum(Thing(k).value() for k in range(100))


acc = 0
for k in range(3000):
    acc += TABLE[k % 300]
COMPLETE = ("imp_f", total(), acc)
