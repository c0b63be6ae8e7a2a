"""The one part of the build that pyproject.toml cannot say: the list of packages.

Two folders at the top of the repository hold the app's data: ``assets/`` (icons and art) and
``translations/`` (compiled Qt translations). They stay there,
where people look for them, and are installed as packages of ``cardtable`` so the app finds them
through importlib.resources however it was installed. The files each one carries are listed
under ``[tool.setuptools.package-data]`` in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

DATA_PACKAGES = {
    "cardtable.assets": "assets",
    "cardtable.translations": "translations",
}

setup(
    packages=[
        *find_namespace_packages(include=["cardtable", "cardtable.*"], exclude=["*.__pycache__"]),
        *DATA_PACKAGES,
    ],
    package_dir=DATA_PACKAGES,
)
