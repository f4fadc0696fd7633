# the final message of an uncaught FrozenInstanceError
from dataclasses import dataclass

@dataclass(frozen=True)
class Config:
    host: str
    port: int = 80

c = Config("localhost")
print(c, hash(c) == hash(Config("localhost", 80)))
c.port = 8080
