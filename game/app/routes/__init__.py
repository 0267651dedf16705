"""The router and its parts: the one package that builds scenes and answers their ports
(`router` holds them; one module a part)."""
