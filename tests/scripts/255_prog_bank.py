# A bank-account simulation with dicts and error handling.
accounts = {}
log = []
def open_account(name, deposit=0):
    if name in accounts:
        raise ValueError(f"account {name!r} already exists")
    accounts[name] = {"balance": deposit, "history": [("open", deposit)]}
    log.append(f"opened {name} with {deposit}")
def deposit(name, amount):
    if amount <= 0:
        raise ValueError("deposit must be positive")
    acct = accounts[name]
    acct["balance"] += amount
    acct["history"].append(("deposit", amount))
def withdraw(name, amount):
    acct = accounts[name]
    if amount > acct["balance"]:
        raise ValueError(f"insufficient funds: {name} has {acct['balance']}, wants {amount}")
    acct["balance"] -= amount
    acct["history"].append(("withdraw", amount))
def transfer(src, dst, amount):
    withdraw(src, amount)
    try:
        deposit(dst, amount)
    except KeyError:
        deposit(src, amount)
        raise
def apply_interest(rate_percent):
    for name, acct in accounts.items():
        interest = acct["balance"] * rate_percent // 100
        if interest:
            acct["balance"] += interest
            acct["history"].append(("interest", interest))
operations = [
    (open_account, ("alice", 100)), (open_account, ("bob",)), (deposit, ("bob", 50)),
    (transfer, ("alice", "bob", 30)), (withdraw, ("bob", 500)), (open_account, ("alice",)),
    (deposit, ("carol", 10)), (transfer, ("bob", "dave", 20)), (deposit, ("alice", -5)),
    (open_account, ("carol", 10 ** 18)), (apply_interest, (7,)), (transfer, ("carol", "alice", 12345)),
]
for func, args in operations:
    try:
        func(*args)
        print("ok   ", func.__name__, args)
    except ValueError as e:
        print("fail ", func.__name__, args, "->", e)
    except KeyError as e:
        print("fail ", func.__name__, args, "-> no such account", e)
for name in sorted(accounts):
    acct = accounts[name]
    print(f"{name:<6}{acct['balance']:>22,}", acct["history"])
print(sum(a["balance"] for a in accounts.values()), len(log))
