# Inventory management driven by commands read from stdin.
inventory = {}
def handle(cmd, args):
    if cmd == "add":
        name, qty, price = args[0], int(args[1]), float(args[2])
        item = inventory.setdefault(name, {"qty": 0, "price": price})
        item["qty"] += qty
        item["price"] = price
        return f"added {qty} {name}"
    if cmd == "remove":
        name, qty = args[0], int(args[1])
        item = inventory[name]
        if qty > item["qty"]:
            raise ValueError(f"only {item['qty']} {name} left")
        item["qty"] -= qty
        if item["qty"] == 0:
            del inventory[name]
        return f"removed {qty} {name}"
    if cmd == "report":
        lines = []
        for name in sorted(inventory):
            it = inventory[name]
            lines.append(f"  {name:<10}{it['qty']:>5}{it['price']:>9.2f}{it['qty'] * it['price']:>10.2f}")
        total = sum(it["qty"] * it["price"] for it in inventory.values())
        lines.append(f"  {'total':<24}{total:>10.2f}")
        return "\n".join(lines)
    raise KeyError(cmd)
count = int(input())
for lineno in range(1, count + 1):
    parts = input().split()
    if not parts:
        print(lineno, "(blank)")
        continue
    try:
        print(lineno, handle(parts[0], parts[1:]))
    except KeyError as e:
        print(lineno, "unknown:", e)
    except (ValueError, IndexError) as e:
        print(lineno, "error:", type(e).__name__, e)
