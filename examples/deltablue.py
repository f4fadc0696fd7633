# deltablue.py: the DeltaBlue incremental constraint solver (Freeman-Benson,
# Maloney and Borning, 1990).
#
# Variables are linked by constraints of different strengths (required,
# preferred, ..., weakest).  Adding or removing a constraint re-plans only the
# part of the graph it touches: each variable records which constraint
# determines it and the "walkabout strength" of that chain, and a new
# constraint overrides the weakest chain it can.  A plan (the constraints to
# run in order) is then extracted and executed many times as inputs change.
#
# Two classic tests: a long chain of equalities driven by an edit at one end,
# and a set of scale constraints (dst = src * scale + offset) edited from
# either side.
#
#   python3 examples/deltablue.py [N]    (default 20000)

import sys
from collections import deque


class ConstraintError(Exception):
    pass


class Strength:
    __slots__ = ("level", "name")

    def __init__(self, level, name):
        self.level = level
        self.name = name

    def __repr__(self):
        return f"Strength.{self.name}"

    @staticmethod
    def stronger(a, b):
        return a.level < b.level

    @staticmethod
    def weaker(a, b):
        return a.level > b.level

    @classmethod
    def weakest_of(cls, a, b):
        return a if cls.weaker(a, b) else b

    def next_weaker(self):
        return WEAKER_THAN[self.level]


REQUIRED = Strength(0, "REQUIRED")
STRONG_PREFERRED = Strength(1, "STRONG_PREFERRED")
PREFERRED = Strength(2, "PREFERRED")
STRONG_DEFAULT = Strength(3, "STRONG_DEFAULT")
NORMAL = Strength(4, "NORMAL")
WEAK_DEFAULT = Strength(5, "WEAK_DEFAULT")
WEAKEST = Strength(6, "WEAKEST")
WEAKER_THAN = [STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL,
               WEAK_DEFAULT, WEAKEST, None]

NONE, FORWARD, BACKWARD = 0, 1, 2

planner = None


class Variable:
    def __init__(self, name, value=0):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.walk_strength = WEAKEST
        self.stay = True
        self.mark = 0

    def add_constraint(self, c):
        self.constraints.append(c)

    def remove_constraint(self, c):
        self.constraints.remove(c)
        if self.determined_by is c:
            self.determined_by = None

    def __repr__(self):
        return f"{self.name}={self.value}"


class Constraint:
    def __init__(self, strength):
        self.strength = strength

    def add_constraint(self):
        self.add_to_graph()
        planner.incremental_add(self)

    def destroy_constraint(self):
        if self.is_satisfied():
            planner.incremental_remove(self)
        else:
            self.remove_from_graph()

    def is_input(self):
        return False

    def satisfy(self, mark):
        """Try to satisfy this constraint; return the constraint it overrode."""
        self.choose_method(mark)
        if not self.is_satisfied():
            if self.strength is REQUIRED:
                raise ConstraintError("could not satisfy a required constraint")
            return None
        self.mark_inputs(mark)
        out = self.output()
        overridden = out.determined_by
        if overridden is not None:
            overridden.mark_unsatisfied()
        out.determined_by = self
        if not planner.add_propagate(self, mark):
            raise ConstraintError("cycle encountered")
        out.mark = mark
        return overridden


class UnaryConstraint(Constraint):
    def __init__(self, var, strength):
        super().__init__(strength)
        self.var = var
        self.satisfied = False
        self.add_constraint()

    def add_to_graph(self):
        self.var.add_constraint(self)
        self.satisfied = False

    def choose_method(self, mark):
        var = self.var
        self.satisfied = var.mark != mark and Strength.stronger(self.strength, var.walk_strength)

    def is_satisfied(self):
        return self.satisfied

    def mark_inputs(self, mark):
        pass

    def output(self):
        return self.var

    def recalculate(self):
        var = self.var
        var.walk_strength = self.strength
        var.stay = not self.is_input()
        if var.stay:
            self.execute()

    def mark_unsatisfied(self):
        self.satisfied = False

    def inputs_known(self, mark):
        return True

    def remove_from_graph(self):
        self.var.remove_constraint(self)
        self.satisfied = False

    def execute(self):
        pass


class StayConstraint(UnaryConstraint):
    """Keep a variable's value (a weak constraint that plans prefer to keep)."""


class EditConstraint(UnaryConstraint):
    """Marks a variable as an input the user changes."""

    def is_input(self):
        return True


class BinaryConstraint(Constraint):
    def __init__(self, v1, v2, strength):
        super().__init__(strength)
        self.v1 = v1
        self.v2 = v2
        self.direction = NONE
        self.add_constraint()

    def choose_method(self, mark):
        v1, v2, s = self.v1, self.v2, self.strength
        if v1.mark == mark:
            ok = v2.mark != mark and Strength.stronger(s, v2.walk_strength)
            self.direction = FORWARD if ok else NONE
        elif v2.mark == mark:
            ok = v1.mark != mark and Strength.stronger(s, v1.walk_strength)
            self.direction = BACKWARD if ok else NONE
        elif Strength.weaker(v1.walk_strength, v2.walk_strength):
            self.direction = BACKWARD if Strength.stronger(s, v1.walk_strength) else NONE
        else:
            self.direction = FORWARD if Strength.stronger(s, v2.walk_strength) else BACKWARD

    def add_to_graph(self):
        self.v1.add_constraint(self)
        self.v2.add_constraint(self)
        self.direction = NONE

    def is_satisfied(self):
        return self.direction != NONE

    def mark_inputs(self, mark):
        self.input().mark = mark

    def input(self):
        return self.v1 if self.direction == FORWARD else self.v2

    def output(self):
        return self.v2 if self.direction == FORWARD else self.v1

    def recalculate(self):
        ihn, out = self.input(), self.output()
        out.walk_strength = Strength.weakest_of(self.strength, ihn.walk_strength)
        out.stay = ihn.stay
        if out.stay:
            self.execute()

    def mark_unsatisfied(self):
        self.direction = NONE

    def inputs_known(self, mark):
        i = self.input()
        return i.mark == mark or i.stay or i.determined_by is None

    def remove_from_graph(self):
        self.v1.remove_constraint(self)
        self.v2.remove_constraint(self)
        self.direction = NONE


class EqualityConstraint(BinaryConstraint):
    def execute(self):
        self.output().value = self.input().value


class ScaleConstraint(BinaryConstraint):
    """v2 = v1 * scale + offset, solvable in either direction."""

    def __init__(self, src, scale, offset, dest, strength):
        self.scale = scale
        self.offset = offset
        super().__init__(src, dest, strength)

    def add_to_graph(self):
        super().add_to_graph()
        self.scale.add_constraint(self)
        self.offset.add_constraint(self)

    def remove_from_graph(self):
        super().remove_from_graph()
        self.scale.remove_constraint(self)
        self.offset.remove_constraint(self)

    def mark_inputs(self, mark):
        super().mark_inputs(mark)
        self.scale.mark = self.offset.mark = mark

    def execute(self):
        if self.direction == FORWARD:
            self.v2.value = self.v1.value * self.scale.value + self.offset.value
        else:
            self.v1.value = (self.v2.value - self.offset.value) // self.scale.value

    def recalculate(self):
        ihn, out = self.input(), self.output()
        out.walk_strength = Strength.weakest_of(self.strength, ihn.walk_strength)
        out.stay = ihn.stay and self.scale.stay and self.offset.stay
        if out.stay:
            self.execute()


class Plan(list):
    def execute(self):
        for c in self:
            c.execute()


class Planner:
    def __init__(self):
        self.current_mark = 0

    def new_mark(self):
        self.current_mark += 1
        return self.current_mark

    def incremental_add(self, c):
        mark = self.new_mark()
        overridden = c.satisfy(mark)
        while overridden is not None:
            overridden = overridden.satisfy(mark)

    def incremental_remove(self, c):
        out = c.output()
        c.mark_unsatisfied()
        c.remove_from_graph()
        unsatisfied = self.remove_propagate_from(out)
        strength = REQUIRED
        while strength is not WEAKEST:
            for u in unsatisfied:
                if u.strength is strength:
                    self.incremental_add(u)
            strength = strength.next_weaker()

    def make_plan(self, sources):
        mark = self.new_mark()
        plan = Plan()
        todo = deque(sources)
        while todo:
            c = todo.popleft()
            out = c.output()
            if out.mark != mark and c.inputs_known(mark):
                plan.append(c)
                out.mark = mark
                self.add_constraints_consuming_to(out, todo)
        return plan

    def extract_plan_from_constraints(self, constraints):
        return self.make_plan(c for c in constraints if c.is_input() and c.is_satisfied())

    def add_propagate(self, c, mark):
        todo = deque([c])
        while todo:
            d = todo.popleft()
            if d.output().mark == mark:
                self.incremental_remove(c)
                return False
            d.recalculate()
            self.add_constraints_consuming_to(d.output(), todo)
        return True

    def remove_propagate_from(self, out):
        out.determined_by = None
        out.walk_strength = WEAKEST
        out.stay = True
        unsatisfied = []
        todo = deque([out])
        while todo:
            v = todo.popleft()
            unsatisfied.extend(c for c in v.constraints if not c.is_satisfied())
            determining = v.determined_by
            for c in v.constraints:
                if c is not determining and c.is_satisfied():
                    c.recalculate()
                    todo.append(c.output())
        return unsatisfied

    def add_constraints_consuming_to(self, v, coll):
        determining = v.determined_by
        for c in v.constraints:
            if c is not determining and c.is_satisfied():
                coll.append(c)


def chain_test(n):
    """A chain v0 = v1 = ... = vn; edit v0 and check vn follows."""
    global planner
    planner = Planner()
    variables = [Variable(f"v{i}") for i in range(n + 1)]
    for a, b in zip(variables, variables[1:]):
        EqualityConstraint(a, b, REQUIRED)
    first, last = variables[0], variables[-1]
    StayConstraint(last, STRONG_DEFAULT)
    total = 0
    with Editing(first) as plan:
        for i in range(100):
            first.value = i
            plan.execute()
            if last.value != i:
                raise ConstraintError(f"chain test failed: {last!r} after setting {i}")
            total += last.value
    return total, len(plan)


class Editing:
    """`with Editing(var) as plan:` makes var an input for the block (an edit
    constraint) and yields the plan that propagates its changes."""

    def __init__(self, var, strength=PREFERRED):
        self.var = var
        self.strength = strength
        self.edit = None

    def __enter__(self):
        self.edit = EditConstraint(self.var, self.strength)
        return planner.extract_plan_from_constraints([self.edit])

    def __exit__(self, exc_type, exc, tb):
        self.edit.destroy_constraint()
        return False


def change(var, value):
    with Editing(var) as plan:
        for _ in range(10):
            var.value = value
            plan.execute()


def projection_test(n):
    """n scale constraints sharing scale and offset, edited from both ends."""
    global planner
    planner = Planner()
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    src = dst = None
    dests = []
    for i in range(n):
        src = Variable(f"src{i}", i)
        dst = Variable(f"dst{i}", i)
        dests.append(dst)
        StayConstraint(src, NORMAL)
        ScaleConstraint(src, scale, offset, dst, REQUIRED)

    change(src, 17)
    if dst.value != 1170:
        raise ConstraintError("projection 1 failed")
    change(dst, 1050)
    if src.value != 5:
        raise ConstraintError("projection 2 failed")
    change(scale, 5)
    for i, d in enumerate(dests[:-1]):
        if d.value != i * 5 + 1000:
            raise ConstraintError("projection 3 failed")
    change(offset, 2000)
    for i, d in enumerate(dests[:-1]):
        if d.value != i * 5 + 2000:
            raise ConstraintError("projection 4 failed")
    return sum(d.value for d in dests)


def main(n):
    total, steps = chain_test(n)
    print(f"chain({n}): plan of {steps} steps, sum {total}")
    print(f"projection({n}): sum {projection_test(n)}")
    print(f"marks used: {planner.current_mark}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20000)
