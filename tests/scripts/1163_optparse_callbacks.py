# optparse: callbacks with args/kwargs, store_const/append/count, OptionGroup
# help, set_defaults, %default, usage/version/epilog, interspersed args.
import optparse, sys, io

def cb(option, opt_str, value, parser, *args, **kwargs):
    print('cb', opt_str, value, args, sorted(kwargs.items()), parser.rargs[:2])
    setattr(parser.values, option.dest, (value, args))

def cb_noval(option, opt_str, value, parser):
    print('cb_noval', opt_str, value, option.dest)
    parser.values.flag_seen = True

def cb_raise(option, opt_str, value, parser):
    raise optparse.OptionValueError('bad value for %s: %r' % (opt_str, value))

p = optparse.OptionParser(prog='t', usage='%prog [opts] files', version='%prog 1.2',
                          epilog='The end of %prog.', description='Does things.')
p.add_option('-c', action='callback', callback=cb, type='int', dest='cval',
             callback_args=(1, 2), callback_kwargs={'k': 'v'})
p.add_option('-n', action='callback', callback=cb_noval, dest='nv')
p.add_option('-r', action='callback', callback=cb_raise, type='string')
p.add_option('-k', action='store_const', const=42, dest='konst')
p.add_option('-a', action='append', type='float', dest='floats')
p.add_option('-v', action='count', dest='verbosity')
p.add_option('--level', type='int', default=7, help='the level [default: %default]')
p.add_option('--ch', type='choice', choices=['x', 'y'], help='pick %default')
g = optparse.OptionGroup(p, 'Extra', 'Extra options described here.')
g.add_option('--extra', action='store_true', help='extra thing')
p.add_option_group(g)
p.set_defaults(ch='y', verbosity=0)
opts, args = p.parse_args(['-c', '5', 'file1', '-n', '-k', '-a', '1.5', '-a2', '-vvv', '--level=3', 'file2'])
print(opts.cval, getattr(opts, 'flag_seen', None), opts.konst, opts.floats, opts.verbosity, opts.level, opts.ch, args)
print(p.format_help())
print(p.get_usage().strip(), '|', p.get_version())
print(p.get_option_group('--extra').title, p.has_option('--level'), p.get_option('-k').dest)
print(p.get_default_values())

err = io.StringIO()
old = sys.stderr
for argv in [['--level', 'abc'], ['-a', 'x'], ['--ch', 'q'], ['-r', 'v'], ['--nope'], ['--level'], ['-k=3']]:
    sys.stderr = err = io.StringIO()
    try:
        p.parse_args(argv)
    except SystemExit as e:
        sys.stderr = old
        print(argv, 'exit', e.code, err.getvalue().strip().splitlines()[-1])
    finally:
        sys.stderr = old

sys.stderr = err = io.StringIO()
try:
    p.error('custom problem')
except SystemExit as e:
    sys.stderr = old
    print('exit', e.code, repr(err.getvalue()))
sys.stderr = old

q = optparse.OptionParser(prog='q')
q.add_option('-x', action='store_true')
q.disable_interspersed_args()
o, r = q.parse_args(['a', '-x', 'b']); print(o.__dict__, r)
q.enable_interspersed_args()
o, r = q.parse_args(['a', '-x', 'b']); print(o.__dict__, r)
o, r = q.parse_args(['-x', '--', '-x']); print(str(o), r)
try:
    q.add_option('-x')
except optparse.OptionConflictError as e:
    print('OptionConflictError:', e)
try:
    q.add_option('--z', type='nosuch')
except optparse.OptionError as e:
    print('OptionError:', e)
try:
    q.add_option('z')
except optparse.OptionError as e:
    print('OptionError:', e)
try:
    q.add_option('--cc', action='callback')
except optparse.OptionError as e:
    print('OptionError:', e)
v = optparse.Values({'a': 1})
v._update_loose({'b': 2})
print(v, v == optparse.Values({'a': 1, 'b': 2}), v.ensure_value('c', []), v.c)
