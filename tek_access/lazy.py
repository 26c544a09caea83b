"""Modules imported when first used, so that a game's first question is not kept waiting for
code it does not need yet (``benchmarks/bench_startup.py``)."""
from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, imported when one of its attributes is first read (at once when it
    is imported already). Raises ModuleNotFoundError for an unknown module, as ``import`` does."""
    module = sys.modules.get(name)
    if module is not None:
        return module
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module
