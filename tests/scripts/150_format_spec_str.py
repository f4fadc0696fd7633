# String presentation: align, fill, width, precision (truncation).
for s in ["", "a", "hello", "longer than width"]:
    print(f"[{s:10}] [{s:<10}] [{s:>10}] [{s:^10}] [{s:.3}] [{s:>10.3}] [{s:_^7.5}]")
print(format("abc", ">5"), format("abc", "^6"), format("abc", ".1"), format("abc", ""), format("abc", "s"))
print("[%10s] [%-10s] [%.2s]" % ("x", "y", "zzz"))
print(f"[{'é':^5}] [{'日本':>4}] [{'😀':*<3}]")
header = ["Item", "Price", "Qty"]
rows = [["Widget", "2.50", "4"], ["Gadget", "13.00", "1"]]
print(f"{header[0]:<10}{header[1]:>8}{header[2]:>5}")
for r in rows:
    print(f"{r[0]:<10}{r[1]:>8}{r[2]:>5}")
try:
    format("abc", "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format("abc", "=5")
except ValueError as e:
    print("ValueError:", e)
