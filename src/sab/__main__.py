from sab.cli import main

main()
