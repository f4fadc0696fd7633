# try/except inside loops combined with break and continue.
data = ["10", "x", "30", "", "50", "stop", "70"]
total = 0
for item in data:
    try:
        if item == "stop":
            break
        total += int(item)
    except ValueError as e:
        print("skip", repr(item), "-", e)
        continue
    print("running total", total)
print("final", total)
attempts = 0
while True:
    attempts += 1
    try:
        if attempts < 4:
            raise IndexError("attempt " + str(attempts))
        print("succeeded after", attempts)
        break
    except IndexError as e:
        print("retry:", e)
results = {}
for key in ["a", "b", "c", "a"]:
    try:
        results[key] += 1
    except KeyError:
        results[key] = 1
print(results)
errors = []
for i, f in enumerate([lambda: 1 / 0, lambda: [][0], lambda: {}[0], lambda: "ok"]):
    try:
        r = f()
    except (ZeroDivisionError, IndexError, KeyError) as e:
        errors.append(type(e).__name__)
    else:
        errors.append("fine:" + r)
print(errors)
