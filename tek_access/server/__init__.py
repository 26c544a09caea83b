"""Online tables (issue 9): ``tek-access serve`` and ``tek-access connect``.

- :mod:`.store`: the SQLite file (accounts, tables, the seed and choices of every game; a war
  die waiting for its reveal is stored sealed), expiry of old tables, private file modes;
- :mod:`.accounts`: password hashing (``hashlib.scrypt``), SSH public keys, the command rate;
- :mod:`.login`: the one way in, for every door: the login pipeline (per-address caps, one deadline,
  names, passwords, tries) and how addresses are counted (IPv6 by /64);
- :mod:`.auth`: the login decision the pipeline uses (scrypt in a worker thread, reserved names);
- :mod:`.limits`: connections and guests per address, the login deadline, idle connections,
  failed logins, table expiry, each a setting (``--limit NAME=VALUE``);
- :mod:`.hub`: the lobby (everyone online, every table), independent of the door;
- :mod:`.connection`: one connection; :mod:`.seat_session`: its front end of its table (what its
  seat hears, asks and types; a watcher: an onlooker); :mod:`.table`: one table, the online front
  end of its game's owner (:mod:`tek_access.owner`); :mod:`.create`: the create questions;
  :mod:`.interfaces`: what these rooms ask of one another (protocols: no room imports another to
  name its type); :mod:`.seeds`: secret seeds; :mod:`.lines`: the line rules every door shares;
- :mod:`.doors`: the SSH door (asyncssh) and the telnet door (telnetlib3); :mod:`.web`: the web door
  (aiohttp), :mod:`.webguard` its HTTP connection limits;
- :mod:`.app`: the ``serve`` subcommand; :mod:`.client`: the ``connect`` subcommand.

Nothing here is imported by local play; asyncssh and telnetlib3 are the ``server`` extra.
"""
