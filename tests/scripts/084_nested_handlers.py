# Nested try statements and exceptions raised inside handlers.
try:
    try:
        1 / 0
    except ZeroDivisionError:
        print("inner handler")
        raise ValueError("raised in handler")
except ValueError as e:
    print("outer got", e)
try:
    try:
        [].pop()
    except KeyError:
        print("wrong handler")
    print("not reached")
except IndexError as e:
    print("propagated to outer:", e)
def level3():
    raise KeyError("deep")
def level2():
    try:
        level3()
    except IndexError:
        print("level2 wrong type")
def level1():
    try:
        level2()
    except KeyError as e:
        print("level1 caught", e)
        return "handled"
print(level1())
try:
    try:
        raise TypeError("first")
    except TypeError:
        try:
            raise ValueError("second")
        except ValueError as e2:
            print("innermost", e2)
        print("back in first handler")
except Exception:
    print("never")
print("done")
count = 0
for i in range(5):
    try:
        try:
            if i % 2:
                raise IndexError(i)
            raise KeyError(i)
        except IndexError as e:
            count += 1
            print("index", e)
    except KeyError as e:
        print("key", e)
print("count", count)
