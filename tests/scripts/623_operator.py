# operator: every function against the operator it names, the getters and
# methodcaller (results and reprs), in-place forms, and errors.
import operator as op

print(op.lt(1, 2), op.le(2, 2), op.eq(1, 1.0), op.ne('a', 'a'), op.ge(3, 4), op.gt(4, 3))
print(op.not_([]), op.truth([0]), op.is_(None, None), op.is_not(1, None), op.abs(-3.5))
print(op.add(2, 3), op.sub(2, 3), op.mul('ab', 3), op.truediv(7, 2), op.floordiv(7, 2), op.mod(-7, 3),
      op.pow(2, 10), op.neg(5), op.pos(-5), op.inv(5), op.invert(0), op.lshift(1, 5), op.rshift(64, 2),
      op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.index(7), op.index(True))
print(op.concat([1], [2]), op.concat('a', 'b'), op.contains([1, 2], 2), op.countOf([1, 2, 1, 1.0], 1),
      op.indexOf('hello', 'l'), op.getitem({'k': 9}, 'k'), op.length_hint([1, 2, 3]),
      op.length_hint(iter(range(5))), op.length_hint(5, 7))
d = {}
op.setitem(d, 'a', 1)
op.setitem(d, 'b', 2)
op.delitem(d, 'a')
print(d, op.call(max, 3, 9, key=lambda x: -x))
lst = [1]
print(op.iadd(lst, [2]) is lst, lst, op.iadd(1, 2), op.imul([0], 3), op.isub(5, 2), op.ior({1}, {2}),
      op.iconcat([1], (2,)), op.itruediv(1, 4), op.ifloordiv(9, 4), op.ipow(3, 3), op.imod(9, 4),
      op.ilshift(1, 3), op.irshift(8, 1), op.iand(6, 3), op.ixor(6, 3))
rows = [('b', 2, 'x'), ('a', 3, 'y'), ('c', 1, 'z')]
print(sorted(rows, key=op.itemgetter(1)), op.itemgetter(0, 2)(rows[0]), op.itemgetter(slice(1, None))('abc'))
class P:
    def __init__(self, x, sub=None):
        self.x = x
        self.sub = sub
    def scaled(self, k, plus=0):
        return self.x * k + plus
ps = [P(3, P(30)), P(1, P(10)), P(2, P(20))]
print([p.x for p in sorted(ps, key=op.attrgetter('x'))], op.attrgetter('x', 'sub.x')(ps[0]))
print(op.methodcaller('scaled', 2)(ps[0]), op.methodcaller('scaled', 2, plus=1)(ps[1]),
      op.methodcaller('upper')('abc'), list(map(op.methodcaller('strip'), [' a ', 'b '])))
print(repr(op.itemgetter(1)), repr(op.itemgetter('a', 2)), repr(op.attrgetter('x', 'sub.x')),
      repr(op.methodcaller('scaled', 2, plus=1)))
print(op.__add__(1, 1), op.__getitem__([5], 0), op.__not__(1), op.__lt__ is op.lt)
for f in [lambda: op.index(1.5), lambda: op.index('3'), lambda: op.concat(1, 2), lambda: op.indexOf([1], 5),
          lambda: op.attrgetter(1), lambda: op.methodcaller(5), lambda: op.attrgetter('nope')(ps[0]),
          lambda: op.itemgetter(5)([1]), lambda: op.length_hint([], 'x'), lambda: op.add(1, 'a')]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
