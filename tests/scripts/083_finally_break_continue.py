# finally with break and continue.
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
print("after loop")
i = 0
while True:
    try:
        i += 1
        if i < 3:
            continue
        break
    finally:
        print("while finally", i)
def swallow():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            break
    return "exception swallowed by break, i = " + str(i)
print(swallow())
def cont_in_finally():
    out = []
    for i in range(3):
        try:
            if i == 1:
                raise KeyError(i)
            out.append(i)
        finally:
            continue
    return out
print(cont_in_finally())
total = 0
for i in range(4):
    try:
        try:
            if i % 2:
                raise ValueError
            total += i
        except ValueError:
            continue
        finally:
            total += 100
    finally:
        total += 1000
print(total)
