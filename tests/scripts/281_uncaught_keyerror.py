# Uncaught KeyError for a missing string key.
config = {"host": "localhost", "port": 8080}
print("host:", config["host"])
print("port:", config["port"])
print("user:", config["user"])
