"""Output channels: the announcer, screen reader, built-in voice, earcons, review and transcript.

Modules: ``messages`` (Message, Category, Priority), ``announcer`` (Announcer: the one door),
``history`` (ReviewBuffer), ``modes`` (resolve_speech_mode), ``backends`` (open_channels),
``screenreader``, ``voice``, ``earcons``, ``keys`` (console key bindings), ``review``
(typed review and settings commands), ``commands`` (doctor, say, play's speech options).
Importing this package imports no speech or sound library.
"""
