import StackDocServeCommand

ServeProgram.main()
