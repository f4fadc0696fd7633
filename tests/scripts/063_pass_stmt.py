# pass does nothing, anywhere a statement is needed.
def nothing():
    pass
print(nothing())
for i in range(3):
    pass
print(i)
if True:
    pass
else:
    pass
while False:
    pass
try:
    pass
except Exception:
    pass
finally:
    pass
x = 1
if x: pass
print("done", x)
def f(a):
    if a:
        pass
    return a * 2
print(f(3))
