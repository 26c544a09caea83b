"""Online tables (issue 9): ``tek-access serve`` and ``tek-access connect``.

- :mod:`.store`: the SQLite file (accounts, tables, the seed and choices of every game; a war
  die waiting for its reveal is stored sealed), expiry of old tables, private file modes;
- :mod:`.accounts`: password hashing (``hashlib.scrypt``), SSH public keys, the command rate;
- :mod:`.auth`: the login decision every door uses (scrypt in a worker thread, reserved names);
- :mod:`.limits`: connections and guests per address, the login deadline, idle connections,
  failed logins, table expiry, each a setting (``--limit NAME=VALUE``);
- :mod:`.hub`: the lobby (everyone online, every table), independent of the door;
- :mod:`.connection`: one connection; :mod:`.seat_session`: its queries for its seat (a watcher: an
  onlooker); :mod:`.table`: one table, the only owner of its game; :mod:`.create`: the create
  questions; :mod:`.seeds`: secret seeds; :mod:`.lines`: the line rules every door shares;
- :mod:`.doors`: the SSH door (asyncssh) and the telnet door (telnetlib3);
- :mod:`.app`: the ``serve`` subcommand; :mod:`.client`: the ``connect`` subcommand.

Nothing here is imported by local play; asyncssh and telnetlib3 are the ``server`` extra.
"""
