# `match` followed by a subject and the end of the line: CPython's "expected ':'".
match x
