# optparse: --help on the real command line (see .args) for a parser set up
# like CPython's Tools/ccbench/ccbench.py (store_true, typed stores, options
# with no short form hidden by SUPPRESS_HELP): the help on stdout, exit 0.
import os
os.environ['COLUMNS'] = '80'
from optparse import OptionParser, SUPPRESS_HELP

usage = "usage: %prog [-h|--help] [options]"
parser = OptionParser(usage=usage)
parser.add_option("-t", "--throughput", action="store_true", dest="throughput", default=False,
                  help="run throughput tests")
parser.add_option("-l", "--latency", action="store_true", dest="latency", default=False,
                  help="run latency tests")
parser.add_option("-b", "--bandwidth", action="store_true", dest="bandwidth", default=False,
                  help="run I/O bandwidth tests")
parser.add_option("-i", "--interval", action="store", type="int", dest="check_interval",
                  default=None, help="sys.setcheckinterval() value (Python 3.8 and older)")
parser.add_option("-I", "--switch-interval", action="store", type="float", dest="switch_interval",
                  default=None, help="sys.setswitchinterval() value (Python 3.2 and newer)")
parser.add_option("-n", "--num-threads", action="store", type="int", dest="nthreads", default=4,
                  help="max number of threads in tests")
parser.add_option("", "--latclient", action="store", dest="latclient", default=None,
                  help=SUPPRESS_HELP)
parser.add_option("", "--bwclient", action="store", dest="bwclient", default=None,
                  help=SUPPRESS_HELP)
options, args = parser.parse_args()
print('not reached')
