# typing: the errors of misused forms, with CPython's messages.
from typing import (Any, Optional, Union, List, Dict, Tuple, Callable, ClassVar, Final, Annotated,
                    Literal, Type, Hashable, cast)

for expr in ["List[int, str]", "Dict[int]", "Union[()]", "Optional[int, str]", "Any()", "Any[int]",
             "List()", "Dict()", "Tuple()", "Type()", "Union()", "Optional()", "ClassVar[int, str]",
             "Final[int, str]", "Annotated[int]", "Annotated()", "Tuple[int][str]", "Callable[int]",
             "Hashable[int]", "cast(int)", "Union[int, str][int]"]:
    try:
        r = eval(expr)
        print(expr, "->", r)
    except (TypeError, NotImplementedError) as e:
        print(expr, type(e).__name__, e)
for base in ("Union[int, str]", "Optional[int]", "ClassVar[int]", "Union"):
    try:
        exec(f"class X({base}): pass")
    except TypeError as e:
        print(base, type(e).__name__, e)
