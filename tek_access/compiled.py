"""Is the compiled rules engine whole? All of it, or the pure Python modules (issue 32).

The install compiles the modules setup.py lists in ``COMPILED`` with mypyc into one shared library,
:data:`LIBRARY`, and one small extension ("stub") per module that loads its part from that library
(CONTRIBUTING.md, "The compiled rules engine"). A build that compiled everything writes
:data:`MANIFEST` beside this file: the interpreter it was built for, the library's name and each
compiled source with its SHA-256 (scripts/compiled.py compares those with the sources).

Checked once, when the package is imported (this module is imported by ``tek_access/__init__.py``):

- every stub the manifest lists is there and the library loads: the engine runs compiled;
- ``TEK_ACCESS_PURE`` is set (not "" or "0"): pure Python, as asked;
- anything else (stubs without their library, a library without some stubs, a library that does not
  load): pure Python, and one line on standard error says what is missing and how to compile again.

The pure Python fallback is a finder placed first on ``sys.meta_path``: for a module of this package
whose spec is an extension module with its ``.py`` source beside it, the source is imported instead.
So a half-built install still plays, only slower; nothing here is needed when nothing was compiled.
The top package (``tek_access/__init__.py`` and this module) is never compiled.
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

__all__ = ["LIBRARY", "MANIFEST", "REBUILD", "describe", "incomplete", "is_compiled", "read_manifest"]

#: The shared library mypyc builds for setup.py's group "tek_rules_compiled".
LIBRARY = "tek_rules_compiled__mypyc"
#: Written by setup.py's build when every compiled module and the library were built.
MANIFEST = Path(__file__).with_name("compiled.json")
#: How to compile again.
REBUILD = "reinstall with a C compiler (pip install --force-reinstall tek-access), or run bash scripts/build.sh " \
          "in a checkout"
#: The environment variable that keeps the rules pure Python (at install and at run time).
PURE_VARIABLE = "TEK_ACCESS_PURE"

_state = {"compiled": False, "reason": "not checked", "warned": False}
#: why the rules run pure Python, for :func:`describe` in the player's language: its message's id
#: (``engine-why-*``, core.ftl) and the message's facts
_why: dict[str, Any] = {"id": "engine-why-not-checked", "facts": {}}


def read_manifest(path: Path = MANIFEST) -> dict | None:
    """The build's manifest (``{"python", "suffix", "library", "sources": {relative path: sha256}}``), or
    None when there is none or it cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("sources"), dict) else None


def stub_path(root: Path, source: str, suffix: str) -> Path:
    """The compiled stub of ``source`` (a path relative to ``root``, the folder holding ``tek_access``)."""
    return root / (source.removesuffix(".py") + suffix)


def is_compiled() -> bool:
    """True when the rules run compiled (the check made at import)."""
    return bool(_state["compiled"])


def _messages() -> Any:
    """:mod:`tek_access.core.messages`, imported by name: the rules' compiled build (mypyc, in pip's isolated
    build environment with only mypy and setuptools) follows every static import of this module, and the
    messages need Fluent and the settings' libraries, which that environment has not."""
    return importlib.import_module("tek_access.core.messages")


def incomplete() -> bool:
    """True when a half-built compile was found (and said): a problem ``doctor`` counts."""
    return bool(_state["warned"])


def describe() -> str:
    """"compiled (mypyc)" or "pure Python (why)", for ``doctor`` and the benchmarks, in the player's language
    (``engine-*`` of core.ftl); a broken build adds how to compile again."""
    CORE = _messages().CORE

    if _state["compiled"]:
        return CORE("engine-compiled")
    reason = CORE(str(_why["id"]), **_why["facts"])
    return CORE("engine-pure", reason=reason, fix=bool(_state["warned"]), rebuild=CORE("engine-rebuild"))


def _warn(problem: str) -> None:
    """Say once, on standard error, that the build is half there. Said before ``--lang`` is read, so in the
    language known then (this context's, ``$TEK_ACCESS_LANG``, the system locale's: ``engine-incomplete``);
    English as written here when the messages cannot be read."""
    if not _state["warned"]:
        _state["warned"] = True
        try:
            messages = _messages()
            CORE = messages.CORE
            with messages.speaking(messages.early_language()):
                line = CORE("engine-incomplete", problem=CORE(str(_why["id"]), **_why["facts"]),
                            rebuild=CORE("engine-rebuild"))
        # Guards the one line said while the package itself is being imported: a message file that cannot be
        # read (or Fluent missing) must not stop the import; the English line below says the same.
        except Exception:  # noqa: BLE001
            line = (f"tek-access: the compiled rules engine is incomplete ({problem}); the rules run as pure Python, "
                    f"about half as fast. To compile again: {REBUILD}.")
        print(line, file=sys.stderr)


class _PurePython(importlib.abc.MetaPathFinder):
    """Imports a module of this package from its ``.py`` source when a compiled stub stands beside it."""

    def __init__(self, warn: bool) -> None:
        self.warn = warn

    def find_spec(self, fullname: str, path=None, target: ModuleType | None = None):
        if not fullname.startswith("tek_access.") or path is None:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None  # a namespace package, or none: the usual finders answer
        if not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader) or not spec.origin:
            return spec  # a source module: found once, not again by the finders after this one
        origin = Path(spec.origin)
        source = origin.with_name(origin.name.split(".", 1)[0] + ".py")
        if not source.is_file():
            return None
        if self.warn:
            _state["reason"] = f"{origin.name} without its shared library {LIBRARY}"
            _why.update(id="engine-why-stub-alone", facts={"stub": origin.name, "library": LIBRARY})
            _warn(str(_state["reason"]))
        package = [str(source.parent)] if source.stem == "__init__" else None
        return importlib.util.spec_from_file_location(fullname, source, submodule_search_locations=package)


def _pure(reason: str, why: str, facts: dict[str, Any] | None = None, warn: bool = False,
          lazy_warning: bool = False) -> None:
    """Run pure Python for ``reason`` (English, for the import's warning), said by ``describe`` as message
    ``why`` (an ``engine-why-*`` id) with ``facts``."""
    _state.update(compiled=False, reason=reason)
    _why.update(id=why, facts=facts or {})
    if not any(isinstance(finder, _PurePython) for finder in sys.meta_path):
        sys.meta_path.insert(0, _PurePython(lazy_warning))
    if warn:  # after the finder is in place: the warning's messages are read from the sources
        _warn(reason)


def _load_library(path: Path) -> None:
    """Load the shared library from ``path`` (beside the package, not another install's on the path)."""
    if LIBRARY in sys.modules:
        return
    spec = importlib.util.spec_from_file_location(LIBRARY, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[LIBRARY] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[LIBRARY]
        raise


def check(environ=os.environ, manifest_path: Path = MANIFEST) -> None:
    """Decide compiled or pure Python (see the module's docstring); called once at import. The library
    and the stubs are looked for beside the package: the folder holding ``tek_access``."""
    if environ.get(PURE_VARIABLE, "") not in ("", "0"):
        _pure(f"{PURE_VARIABLE} is set", "engine-why-pure-variable", {"variable": PURE_VARIABLE})
        return
    manifest = read_manifest(manifest_path)
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    root = manifest_path.parent.parent
    library = root / (LIBRARY + suffix)
    if manifest is None:
        if library.is_file():  # an older build, without a manifest: as built
            _state.update(compiled=True, reason="")
        else:  # nothing compiled; a stub found later without its library is said then
            _pure("not compiled at install: no C compiler or mypyc, or TEK_ACCESS_PURE=1", "engine-why-not-compiled",
                  lazy_warning=True)
        return
    if manifest.get("suffix") != suffix:
        python = str(manifest.get("python", "unknown"))
        _pure(f"compiled for another Python, {python}", "engine-why-other-python", {"python": python})
        return
    missing = [source for source in manifest["sources"] if not stub_path(root, source, suffix).is_file()]
    if not library.is_file():
        _pure(f"its shared library {library.name} is missing", "engine-why-library-missing", {"library": library.name},
              warn=True)
    elif missing:
        total = len(manifest["sources"])
        _pure(f"{len(missing)} of {total} compiled modules missing, {missing[0]} first", "engine-why-modules-missing",
              {"missing": len(missing), "total": total, "first": missing[0]}, warn=True)
    else:
        try:
            _load_library(library)
        except ImportError as exc:
            _pure(f"its shared library {library.name} did not load: {exc}", "engine-why-library-failed",
                  {"library": library.name, "problem": str(exc)}, warn=True)
            return
        _state.update(compiled=True, reason="")
