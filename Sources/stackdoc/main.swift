import StackDocCLI

StackDocCommand.main()
