# optparse: parsing command lines: every action (callbacks with their
# arguments and the parser's rargs/largs), int/float/choice conversion
# (0x, 0b and 0 prefixes), nargs, abbreviations, '--', interspersed
# arguments or not, and the errors (usage and message on stderr, exit 2).
import io
import os
import sys
os.environ['COLUMNS'] = '60'
from optparse import OptionParser, SUPPRESS_HELP, OptionGroup

def run(parser, args, method='parse_args'):
    """Parse args; print the result, the exit status and what was written."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    code = None
    try:
        try:
            result = getattr(parser, method)(args)
        except SystemExit as e:
            code = e.code
            result = None
        except Exception as e:
            result = 'raised %s: %s' % (type(e).__name__, e)
    finally:
        sys.stdout, sys.stderr = saved
    if result is not None and not isinstance(result, str):
        result = (sorted(vars(result[0]).items()), result[1])
    print(args, '->', result, '| exit', code)
    if out.getvalue():
        print('stdout:', out.getvalue(), end='|\n')
    if err.getvalue():
        print('stderr:', err.getvalue(), end='|\n')


seen = []


def cb(option, opt_str, value, parser, *args, **kw):
    seen.append((str(option), opt_str, value, args, sorted(kw.items()), parser.largs[:],
                 parser.rargs[:]))
    if option.dest:
        setattr(parser.values, option.dest, value)


parser = OptionParser(usage="usage: %prog [-h|--help] [options]", prog='ccbench.py')
parser.add_option("-t", "--throughput", action="store_true", dest="throughput", default=False)
parser.add_option("-l", "--latency", action="store_true", dest="latency", default=False)
parser.add_option("-i", "--interval", action="store", type="int", dest="check_interval")
parser.add_option("-I", "--switch-interval", action="store", type="float", dest="switch_interval")
parser.add_option("-n", "--num-threads", action="store", type="int", dest="nthreads", default=4)
parser.add_option("", "--latclient", action="store", dest="latclient", default=None,
                  help=SUPPRESS_HELP)
parser.add_option("-c", "--cb", action="callback", callback=cb, type="string", dest="cbval",
                  callback_args=(1, 2), callback_kwargs={'k': 'v'})
parser.add_option("--cb0", action="callback", callback=cb)
for a in [[], ['-t', '-l'], ['-tl', 'x', 'y'], ['-i', '5'], ['-i5'], ['--interval=0x10'],
          ['--int', '010'], ['-i', '0b101'], ['-i', '0'], ['-i', 'abc'], ['-I', '1.5'], ['-I', 'z'],
          ['-n'], ['--num-threads'], ['-c', 'val', 'pos'], ['--cb0', 'p'], ['--cb=1'], ['--x'],
          ['-x'], ['--t'], ['--throughput=1'], ['--', '-t'], ['a', '-t', 'b'],
          ['--latclient', 'q'], ['-'], ['-tx'], ['-ti3']]:
    run(parser, a)
print(seen)

p = OptionParser(prog='prog', version='%prog 2.0')
p.add_option('-f', '--file', dest='filename', metavar='FILE', default='out.txt')
p.add_option('-q', '--quiet', action='store_false', dest='verbose', default=True)
p.add_option('--choice', type='choice', choices=['a', 'b'])
p.add_option('--ch2', choices=('x', 'y'))
p.add_option('--app', action='append', type='int')
p.add_option('--appc', action='append_const', const=7)
p.add_option('-v', action='count', dest='verbosity')
p.add_option('--sc', action='store_const', const='C')
p.add_option('--pt', nargs=2, type='float', metavar='X')
g = OptionGroup(p, 'Group')
g.add_option('-g', action='store_true')
p.add_option_group(g)
p.set_defaults(verbosity=0)
p.set_default('sc', 'start')
for a in [['--version'], ['--choice', 'c'], ['--choice', 'a', '--ch2', 'y'],
          ['--app', '1', '--app=2', '--appc', '--appc'], ['-vvv'], ['-v', '-qv'], ['--pt', '1', '2'],
          ['--pt', '1'], ['--pt=1', '2'], ['-f'], ['--sc'], ['-g'], ['--fi', 'x'], ['-fx'], ['-f=x']]:
    run(p, a)

p = OptionParser(prog='noint')
p.disable_interspersed_args()
p.add_option('-v', action='store_true')
run(p, ['-v', 'cmd', '-v', '--x'])
p.enable_interspersed_args()
run(p, ['-v', 'cmd', '-v', '--', '--x'])
p = OptionParser(prog='amb')
p.add_option('--alpha')
p.add_option('--alpine')
for a in (['--al', 'x'], ['--alp=1'], ['--alph', '2'], ['--b']):
    run(p, a)
p = OptionParser(prog='defaults')
p.add_option('-c', type='choice', choices=['a'], default='a')
p.add_option('-n', type='int', default='0x1f')
p.add_option('-m', type='int', default='zz')
run(p, ['-m', '3'])
p.set_process_default_values(False)
run(p, ['-n', '3'])
