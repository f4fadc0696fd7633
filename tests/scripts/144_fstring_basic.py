# f-strings: expressions, conversions, escaping braces.
name = "Ada"
n = 42
pi = 3.14159
items = [1, 2, 3]
d = {"k": "v", "n": 7}
print(f"Hello, {name}!", f"{n}", f"{n + 1}", f"{n * 2}")
print(f"{name.upper()} {len(name)} {name[::-1]} {items[-1]} {d['k']} {d['n'] + 1}")
print(f"{'quoted'} {name!r} {name!s} {items!r} {pi!r}")
print(f"{{literal}} {{{n}}} {{}}")
print(f"{n if n > 40 else -n} {[x * x for x in items]} {sum(items)} {(lambda v: v + 1)(n)}")
print(f"{None} {True} {2 ** 100} {1 / 3} {-0.0} {float('inf')}")
print(f"multi {name} " f"part {n}", f"a" "b" f"{n}")
print(f"""triple {name}
second line {n}""")
x, y = 3, 4
print(f"{x}+{y}={x + y}", f"{x}{y}", f"{x:}{y:}")
print(f"{'nested ' + f'{name}'}", f"{str(n) + '!'}", f"{','.join(str(i) for i in items)}")
print(f"{d}", f"{(1, 'a')}", f"{set()}", f"{[]}")
print(f"tab\there", f"newline\\n literal", f"{chr(65)}")
print(f"{name}" == "Ada", type(f"{n}").__name__)
