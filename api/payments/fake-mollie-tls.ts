/**
 * A self-signed certificate for 127.0.0.1 (100 years), made once with openssl, for the tests' fake
 * of Mollie's API: the Mollie client only speaks HTTPS. Test data, never used outside tests.
 */
export const fakeMollieKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg7vppXcHBC0v/pDtM
dfXEaKqwIpzka9AqLLdhAwCBinahRANCAATmCg4vij/kLHooqxnIsdkKXZxd9eX2
0/c00S7pnDqJvjY+1zCM279FOYdYsmcPo1QmyL1WVKF37p5uUr8us5Bd
-----END PRIVATE KEY-----`;

export const fakeMollieCert = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUXS6d/eTLVqWeB2ILE8bnZ94lpFgwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyMzIwMTg1M1oYDzIxMjYxMDMw
MjAxODUzWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATmCg4vij/kLHooqxnIsdkKXZxd9eX20/c00S7pnDqJvjY+1zCM279F
OYdYsmcPo1QmyL1WVKF37p5uUr8us5Bdo2QwYjAdBgNVHQ4EFgQU9T1ZEWDLWynv
rNfQ+CjbFUOVm1AwHwYDVR0jBBgwFoAU9T1ZEWDLWynvrNfQ+CjbFUOVm1AwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IQDXTNQfMChb9/wROhzFb82tH97nGZTYP8kgpraM96j5ugIgBbGgmJtdMlNfHwVj
5pikbd4MAziNidBtdLr1qjboBrQ=
-----END CERTIFICATE-----`;
