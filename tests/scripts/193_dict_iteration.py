# Iterating over dicts.
prices = {"apple": 0.5, "banana": 0.25, "cherry": 3.0}
for name in prices:
    print(name, prices[name])
for name, price in prices.items():
    print(f"{name:>8}: {price:.2f}")
print([k for k in prices if prices[k] < 1], {v: k for k, v in prices.items()})
total = 0
for v in prices.values():
    total += v
print(total)
it = iter(prices)
print(next(it), next(it))
print(list(enumerate(prices)), list(zip(prices, prices.values())))
print(sorted(prices, key=prices.get), max(prices, key=lambda k: prices[k]))
inventory = {"a": 3, "b": 0, "c": 5, "d": 0}
for k in list(inventory):
    if inventory[k] == 0:
        del inventory[k]
print(inventory)
