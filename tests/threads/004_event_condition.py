# Event and Condition hand-offs between threads (deterministic order).
import threading

ev = threading.Event()
got = []


def waiter():
    ev.wait()
    got.append("woke")


t = threading.Thread(target=waiter)
t.start()
print(ev.is_set())
ev.set()
t.join()
print(got, ev.is_set(), ev.wait(0.01))
ev.clear()
print(ev.wait(0.01))

# Ping-pong through a Condition: strict alternation.
cond = threading.Condition()
turn = [0]
log = []


def player(me, n):
    for i in range(n):
        with cond:
            while turn[0] != me:
                cond.wait()
            log.append(me)
            turn[0] = 1 - me
            cond.notify_all()


a = threading.Thread(target=player, args=(0, 50))
b = threading.Thread(target=player, args=(1, 50))
a.start()
b.start()
a.join()
b.join()
print(len(log), log[:6], all(log[i] != log[i + 1] for i in range(len(log) - 1)))

# Producer / consumer with Condition.wait_for.
items = []
done = []
cv = threading.Condition(threading.Lock())


def consumer():
    total = 0
    while True:
        with cv:
            cv.wait_for(lambda: items)
            x = items.pop(0)
        if x is None:
            break
        total += x
    done.append(total)


cs = [threading.Thread(target=consumer) for _ in range(3)]
for c in cs:
    c.start()
for i in range(1000):
    with cv:
        items.append(i)
        cv.notify()
for _ in cs:
    with cv:
        items.append(None)
        cv.notify()
for c in cs:
    c.join()
print(sum(done))
with cv:
    print(cv.wait(0.01))
try:
    cv.notify()
except RuntimeError as e:
    print("RuntimeError:", e)
