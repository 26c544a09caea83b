"""Online tables (issue 9): ``tek-access serve`` and ``tek-access connect``.

- :mod:`.store`: the SQLite file (accounts, tables, the seed and choices of every game; a war
  die waiting for its reveal is stored sealed);
- :mod:`.accounts`: password hashing (``hashlib.scrypt``) and login rate limits;
- :mod:`.hub`: the lobby, the tables and one session per connection, independent of the door;
- :mod:`.doors`: the SSH door (asyncssh) and the telnet door (telnetlib3);
- :mod:`.app`: the ``serve`` subcommand; :mod:`.client`: the ``connect`` subcommand.

Nothing here is imported by local play; asyncssh and telnetlib3 are the ``server`` extra.
"""
