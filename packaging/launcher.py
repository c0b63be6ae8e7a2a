"""The program PyInstaller freezes: the ``cardtable`` command, started as a script.

``cardtable/__main__.py`` imports its neighbours relatively, which works only inside the
package, so the frozen program starts here and calls it from outside.
"""

import sys

from cardtable.__main__ import main

sys.exit(main())
