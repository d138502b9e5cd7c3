/**
 * Key pairs of the fake SSO sites (test fixtures, published here and worthless for anything else): P-256, SPKI and
 * PKCS#8 PEM as the server issues them, fixed so stories, their visual baselines and tests show the same keys.
 */
const FAKE_SITE_KEY_PAIRS: readonly { publicKey: string; privateKey: string }[] = [
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEd6Zj6keOsn+UU1OmvvrAKjlLZoEv\nDNmyTbU4f8ktV6X9g4LOCi+dU6BzvaJBWVviSLpFD/4A/+F7HYD4Kh+DCA==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgSsb6hvtkQ+Us5t/v\nWT4PGb5tLC5kMTetQm6xXasjFrehRANCAAR3pmPqR46yf5RTU6a++sAqOUtmgS8M\n2bJNtTh/yS1Xpf2Dgs4KL51ToHO9okFZW+JIukUP/gD/4XsdgPgqH4MI\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEekvaeFtFx9UrEEO/LNLVMsVm7f7C\njkEwZWqQ8s/EfBtb5nYBVIJyR1vpHxUxpGUQh0KJifbJEhEiUV2DrlF9VA==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgw2S4pFh59CL9a7Z3\nTXZgc1Bh42vZQSEJ4nG6O0dgWpWhRANCAAR6S9p4W0XH1SsQQ78s0tUyxWbt/sKO\nQTBlapDyz8R8G1vmdgFUgnJHW+kfFTGkZRCHQomJ9skSESJRXYOuUX1U\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEhTQ3ygwj4X2ZaOqlTZbxx/tRCCwQ\nMNBI/MoIpXOufmotAptSeYA3kHfMRPZfh0eUbi2r+w1SKnxSUT7Jm4kBlQ==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbrrNwQRX5tMZqTNe\nLgkESKg74sByHXJbkl0ic2UBYxKhRANCAASFNDfKDCPhfZlo6qVNlvHH+1EILBAw\n0Ej8ygilc65+ai0Cm1J5gDeQd8xE9l+HR5RuLav7DVIqfFJRPsmbiQGV\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEqrotNZhj3LIbFRM5uxcBIGYyaQGl\nT9raTTXNzRmyZRfmESLyK3m+ArRr/wP6+F65g+fVl/1FiHILwwI7n5iZ9Q==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgqNGKnUsCGhyCtiE1\ntD5FXtf/vgUxZ8gtJ+BTa+DNt4GhRANCAASqui01mGPcshsVEzm7FwEgZjJpAaVP\n2tpNNc3NGbJlF+YRIvIreb4CtGv/A/r4XrmD59WX/UWIcgvDAjufmJn1\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEpWDb3bjiV+xuWDDjpojfpEckKgWk\ndJViRAkJ0X4H441qJ7Gw9b6QdEfZvHPj/pbS3X2x/rE47+SfUzyxYo1fjg==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg2pebDZWxmzkKJrLo\n/H8rWDKN9fWPlp4skKvZJFWvfAyhRANCAASlYNvduOJX7G5YMOOmiN+kRyQqBaR0\nlWJECQnRfgfjjWonsbD1vpB0R9m8c+P+ltLdfbH+sTjv5J9TPLFijV+O\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEBYU8U1wD418Wd3un2ZqEZR9cZKA9\n43WqP9EFQ9CKcXagy+9cpjfLpoyuRXHdz4qL5EvPYR59yKFFy91grgnSEg==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgpp6gGVKaybYF8u34\ndwUUtkSCs0rdCze97tEMHlaq/fihRANCAAQFhTxTXAPjXxZ3e6fZmoRlH1xkoD3j\ndao/0QVD0IpxdqDL71ymN8umjK5Fcd3PiovkS89hHn3IoUXL3WCuCdIS\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEHFTWNfV1oa2lzTggpwk2AncVCk2s\nLv5Okd6+9AbfWDgzM6jNsOJEV0rT2hAD445H0L/GKchFwYC+0VICtQvvBA==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTybKxBxWU3BVTBLt\nCBCSEMCF4wQbnXz1H77KcFLly3+hRANCAAQcVNY19XWhraXNOCCnCTYCdxUKTawu\n/k6R3r70Bt9YODMzqM2w4kRXStPaEAPjjkfQv8YpyEXBgL7RUgK1C+8E\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEpIcgWGe3KO/KDE2vdnKbyftRzyas\nRlgLTDAPYuYxxIc6v0by2jBqtbb5divoAerG3H3yEmi3NwJoHeUweTeSzg==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgEzUCwd33pAtw3OiL\n7XhZxRKZtVT06w+Hs+tir1nP1zqhRANCAASkhyBYZ7co78oMTa92cpvJ+1HPJqxG\nWAtMMA9i5jHEhzq/RvLaMGq1tvl2K+gB6sbcffISaLc3Amgd5TB5N5LO\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE2i8YPrDHMgBXNJEQR8qPRJKgsO12\nn6VDH6wcJu2nInrvR/J1ArTU1gTb9+tv1nOZJzvDQ9oOyBopl+5ga2/NYw==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgcrUaabpCQ2ADMXfr\n4ftw/579Y3TtYymg3Z+dK4fy9gKhRANCAATaLxg+sMcyAFc0kRBHyo9EkqCw7Xaf\npUMfrBwm7acieu9H8nUCtNTWBNv362/Wc5knO8ND2g7IGimX7mBrb81j\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE/tKUNplfo/7E9s9T5V5UZTYAux3b\nEiER7nRjSwFQBpskGmxJlOTRLV0NbAYv0FAROGSiQUIXNaXu0GTvP9N7TA==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgSWdfkOU2rZMzMxT5\nwMfxxk3tz5Q/twz3l8urBXsxiGihRANCAAT+0pQ2mV+j/sT2z1PlXlRlNgC7HdsS\nIRHudGNLAVAGmyQabEmU5NEtXQ1sBi/QUBE4ZKJBQhc1pe7QZO8/03tM\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE1T5IS9YVhTWhySZ5CsJQKh+IrSgP\n29U4vOy/gqLPlRr+5oCExBEJDeDNj2CzUUUk4PGsiQASyQjPN3S+a7aqVg==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg3+Xdh7nVpiGyL4hc\nNEl5GAQ7BVm7cWEU4/fhO0P16cehRANCAATVPkhL1hWFNaHJJnkKwlAqH4itKA/b\n1Ti87L+Cos+VGv7mgITEEQkN4M2PYLNRRSTg8ayJABLJCM83dL5rtqpW\n-----END PRIVATE KEY-----\n',
  },
  {
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEcqbdR81AccoLJlxHE0MVOW2rgtnY\nVN+Vg7o3I7hYhzqxpO9oPZ0vdruMHsQSpCAYCFhqMsa7Ozf3FbeVirLEKg==\n-----END PUBLIC KEY-----\n',
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg9aLWp82kQgGQK+vj\nksLglhu2QMdFNrHUYZCEGXJ0pYChRANCAARypt1HzUBxygsmXEcTQxU5bauC2dhU\n35WDujcjuFiHOrGk72g9nS92u4wexBKkIBgIWGoyxrs7N/cVt5WKssQq\n-----END PRIVATE KEY-----\n',
  },
];

export { FAKE_SITE_KEY_PAIRS };
