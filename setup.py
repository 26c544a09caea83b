"""Build step: the rules engine compiled to C extensions with mypyc, all of it or none of it.

Everything else about the package is in pyproject.toml. The sources :data:`COMPILED` lists (the Tiny
Epic Kingdoms engine ``tek_access/games/tek/rules``: pure, typed Python, held to mypy's strict settings) are
compiled with mypyc into one shared library (``tek_rules_compiled__mypyc``) and a small extension per
module, which makes random games about twice as fast and the computer players' look-ahead with them
(CONTRIBUTING.md, "The compiled rules engine"). The Python source stays the definition:

- with ``TEK_ACCESS_PURE=1`` set, without mypyc, or without a C compiler that builds a small extension,
  nothing is compiled and the wheel is a pure ``py3-none-any`` one;
- when any extension fails to build (the large shared C file, say), every compiled file is removed
  again: the install is pure Python, never stubs without their library;
- a whole build writes ``tek_access/compiled.json``: the interpreter, the library and each compiled
  source's SHA-256 (``tek_access/compiled.py`` checks the build at import; ``scripts/compiled.py``
  tells a stale one);
- a build into ``build/`` first removes compiled files an earlier build left there.

Each decision is one line on standard error beginning "tek-access:" (pip shows it with ``-v``;
scripts/setup.sh says the outcome after the install). An editable install (``pip install -e .``,
scripts/setup.sh) puts the compiled modules beside their sources; after changing a compiled module run
``bash scripts/build.sh`` (scripts/check.sh does it when a source changed since the build).
"""
from __future__ import annotations

import hashlib
import json
import os
import platform
import sys
import sysconfig
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext

#: What is compiled with mypyc (folders or single modules; each holds only typed, mypy-strict code, and
#: never the top package ``tek_access/__init__.py`` nor ``tek_access/compiled.py``, which check the build).
COMPILED = ["tek_access/games/tek/rules", "tek_access/core/kernel/engine.py", "tek_access/core/kernel/rng.py",
            "tek_access/core/kernel/datafields.py", "tek_access/core/kernel/undo.py"]
#: mypyc's group: the shared library is GROUP + "__mypyc" (tek_access/compiled.py's LIBRARY).
GROUP = "tek_rules_compiled"
#: Written beside the package's modules by a whole build.
MANIFEST = "tek_access/compiled.json"
HERE = Path(__file__).resolve().parent


def say(line: str) -> None:
    print(f"tek-access: {line}", file=sys.stderr)


def compiled_sources(root: Path = HERE) -> list[str]:
    """The ``.py`` files :data:`COMPILED` names, relative to ``root``, sorted."""
    found: set[str] = set()
    for entry in COMPILED:
        path = root / entry
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.is_file() else []
        found.update(p.relative_to(root).as_posix() for p in files)
    return sorted(found)


def manifest(root: Path = HERE) -> dict:
    """What a whole build records: the interpreter, the extension suffix, the library, each source's SHA-256."""
    return {"python": f"{platform.python_implementation()} {platform.python_version()}",
            "suffix": sysconfig.get_config_var("EXT_SUFFIX"),
            "library": f"{GROUP}__mypyc",
            "sources": {name: hashlib.sha256((root / name).read_bytes()).hexdigest()
                        for name in compiled_sources(root)}}


def compiler_works() -> str:
    """"" when the C compiler builds a tiny extension source against Python.h, else why not."""
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.errors import CCompilerError, DistutilsError
    from setuptools._distutils.sysconfig import customize_compiler

    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder, "probe.c")
        source.write_text("#include <Python.h>\nint probe(void) { return 0; }\n")
        compiler = new_compiler()
        customize_compiler(compiler)
        try:
            compiler.compile([str(source)], output_dir=folder,
                             include_dirs=[sysconfig.get_paths()["include"]])
        except (CCompilerError, DistutilsError, OSError) as exc:
            detail = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
            return f"the C compiler does not work here ({detail})"
    return ""


def compiled_extensions() -> list:
    """mypyc's extensions for :data:`COMPILED`, or none (pure Python, said in one line) with
    ``TEK_ACCESS_PURE`` set, no mypyc to import or no working C compiler."""
    assert not any(entry in ("tek_access", "tek_access/__init__.py", "tek_access/compiled.py") for entry in COMPILED)
    if os.environ.get("TEK_ACCESS_PURE", "") not in ("", "0"):
        say("TEK_ACCESS_PURE is set: the rules engine stays pure Python")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        say("mypyc not found: the rules engine stays pure Python")
        return []
    problem = compiler_works()
    if problem:
        say(f"{problem}: the rules engine installs as pure Python, about half as fast")
        return []
    extensions = mypycify(COMPILED, opt_level="3", group_name=GROUP)
    for extension in extensions:
        extension.optional = True  # a failure is caught below: all or nothing
    return extensions


def remove_compiled(folder: Path) -> None:
    """Remove compiled modules, mypyc libraries and the manifest under ``folder``'s ``tek_access`` and top."""
    for path in [*folder.glob("tek_access/**/*.so"), *folder.glob("tek_access/**/*.pyd"),
                 *folder.glob(f"{GROUP}__mypyc*"), folder / MANIFEST]:
        if path.is_file():
            path.unlink()


class Build(build):
    """``build``: a clean start, so compiled files of an earlier build in ``build/`` are never packed."""

    def run(self) -> None:
        remove_compiled(Path(self.build_lib))
        super().run()


class BuildExt(build_ext):
    """``build_ext``: every extension, or none and the pure Python modules; a manifest when all were built."""

    def run(self) -> None:
        outputs = [Path(self.get_ext_fullpath(ext.name)) for ext in self.extensions]
        top = Path(self.get_ext_fullpath("tek_access.compiled")).parent.parent  # beside the package
        for path in [*outputs, top / MANIFEST]:
            if path.is_file():
                path.unlink()  # an earlier build's file is never taken for this one's
        super().run()
        missing = [path.name for path in outputs if not path.is_file()]
        self.distribution.tek_compiled = not missing  # type: ignore[attr-defined]
        if missing:
            for path in outputs:
                if path.is_file():
                    path.unlink()
            say(f"{len(missing)} of {len(outputs)} compiled modules failed to build ({missing[0]} first): "
                "the rules engine installs as pure Python, about half as fast")
            return
        (top / MANIFEST).write_text(json.dumps(manifest(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
        say(f"the rules engine is compiled ({len(outputs)} extensions)")


COMMANDS: dict = {"build": Build, "build_ext": BuildExt}

try:  # setuptools 70.1 and later; an older one builds no wheel here (scripts/build.sh needs none)
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # pragma: no cover
    pass
else:
    class BdistWheel(bdist_wheel):
        """A ``py3-none-any`` wheel when nothing was compiled, even if extensions were tried."""

        def run(self) -> None:
            if not self.skip_build:
                self.reinitialize_command("build_ext").inplace = False
                self.run_command("build")
                self.skip_build = True
            if not getattr(self.distribution, "tek_compiled", False):
                self.root_is_pure = True
                self.distribution.ext_modules = []
            super().run()

    COMMANDS["bdist_wheel"] = BdistWheel


setup(ext_modules=compiled_extensions(), cmdclass=COMMANDS)
