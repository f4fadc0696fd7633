# Nested fields and expressions inside f-strings.
width = 10
prec = 3
x = 2.718281828
print(f"[{x:{width}.{prec}f}]", f"[{x:>{width}}]", f"[{'c':^{width}}]", f"[{x:.{prec + 2}f}]")
for w in range(4, 9, 2):
    print(f"|{'ab':>{w}}|{w:0{w}d}|")
fill, align = "*", "^"
print(f"[{'mid':{fill}{align}{width}}]")
data = {"alice": 3.5, "bob": 12.25, "carol": 100.0}
for name, score in data.items():
    print(f"{name.title():<8}{score:>{width}.{prec - 1}f}{'!' if score > 10 else '':>2}")
matrix = [[1, 2], [30, 400]]
print("\n".join(f"{' '.join(f'{v:>4}' for v in row)}" for row in matrix))
print(f"{'a' if x > 2 else 'b'}{f'{x:.1f}'}", f"{len(f'{x}')}")
print(f"{f'{1}'}", f"{f'{x:.{prec}}'}")
items = ["x", "y"]
print(f"{len(items)} item{'s' if len(items) != 1 else ''}: {', '.join(items)}")
