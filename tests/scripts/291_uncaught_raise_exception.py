# Uncaught Exception raised explicitly with a message.
def validate(order):
    if order["qty"] <= 0:
        raise Exception("invalid quantity for order " + str(order["id"]) + ": " + str(order["qty"]))
    return True
for o in [{"id": 1, "qty": 5}, {"id": 2, "qty": 0}]:
    print(o["id"], validate(o))
