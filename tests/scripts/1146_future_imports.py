"""Every feature name CPython 3.11 accepts, after a docstring; each import binds its _Feature."""
from __future__ import nested_scopes, generators, division
from __future__ import absolute_import, with_statement as ws, print_function, unicode_literals
from __future__ import (generator_stop,
                        annotations,)
import __future__

print(__doc__.split()[0])
print(sorted(__future__.all_feature_names))
print(__future__.__all__[0], len(__future__.__all__))
for name in __future__.all_feature_names:
    f = getattr(__future__, name)
    print(name, f.getOptionalRelease(), f.getMandatoryRelease(), hex(f.compiler_flag))
print(repr(division))
print(ws is __future__.with_statement, annotations is __future__.annotations)
print(type(generators).__name__, nested_scopes.optional[:2], absolute_import.mandatory[0])
print("print_function" in globals(), "barry_as_FLUFL" in globals())


def f(x: undefined_name, *, y: "quoted" = 1) -> list[int]:
    return x


print(f.__annotations__)
print(1 / 2, 7 // 2)

for src in ("from __future__ import division\nprint(division.compiler_flag)",
            "'doc'\nfrom __future__ import annotations\nx: undefined = 1\nprint(__annotations__)",
            "from __future__ import nonexistent",
            "x = 1\nfrom __future__ import division",
            "from __future__ import braces",
            "def g():\n    from __future__ import division\n",
            "from __future__ import *"):
    try:
        exec(compile(src, "<src>", "exec"), {})
    except SyntaxError as e:
        print("SyntaxError", e.msg, e.lineno)

ns = {}
exec("import __future__ as fu\nv = fu.CO_FUTURE_ANNOTATIONS", ns)
print(ns["v"] == annotations.compiler_flag)
