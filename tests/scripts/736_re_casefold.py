# IGNORECASE with non-ASCII letters
import re

print(re.findall('(?i)straße', 'STRAßE strasse'), re.match('(?i)é', 'É'), re.match('(?i)[à-ä]', 'Ä'))
print(re.match('(?i)σ', 'Σ'), re.findall('(?i)k', 'kK\u212a'), re.match('Ω', 'ω', re.I))
print(re.sub('(?i)ü', 'ue', 'Über über'))
