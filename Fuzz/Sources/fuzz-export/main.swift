import FuzzSupport

FuzzInput.runLibFuzzer(fuzzTestOneInput)
