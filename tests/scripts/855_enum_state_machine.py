from enum import Enum, IntEnum, auto, unique

@unique
class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    DONE = auto()

    def next(self):
        order = list(type(self))
        i = order.index(self)
        return order[min(i + 1, len(order) - 1)]

    @property
    def finished(self):
        return self is State.DONE

s = State.IDLE
trail = []
while not s.finished:
    trail.append(s.name)
    s = s.next()
print(trail, s, s.value)

transitions = {State.IDLE: [State.RUNNING], State.RUNNING: [State.DONE, State.IDLE]}
print({k.name: [v.name for v in vs] for k, vs in transitions.items()})
print(State["RUNNING"] in transitions, State(3), [m.value for m in State])

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10
tasks = [("a", Priority.LOW), ("b", Priority.HIGH), ("c", Priority.MEDIUM)]
print(sorted(tasks, key=lambda t: t[1], reverse=True))
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM * 2, Priority(5).name, sum(Priority))
print(f"{Priority.HIGH}|{Priority.HIGH!r}|{Priority.HIGH:>5}|{str(Priority.LOW)}")

class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    @classmethod
    def from_name(cls, name):
        return cls[name[:3].upper()]
    def __str__(self):
        return self.name.title()
print(Weekday.from_name("tuesday"), repr(Weekday.WED), f"{Weekday.MON}", [str(d) for d in Weekday])
print(len(Weekday), Weekday.MON in Weekday, list(reversed(Weekday))[0])
print(Weekday.__members__["WED"] is Weekday.WED, Weekday.MON.__class__ is Weekday)
